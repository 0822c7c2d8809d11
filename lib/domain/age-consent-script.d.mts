export declare const AGE_CONSENT_COOKIE: 'ageConsent';
export declare const AGE_CONSENT_PATTERN: string;
export declare const BACK_OFFICE_PATH_PATTERN: string;
export declare const AGE_GATE_REVEAL_SCRIPT: string;
