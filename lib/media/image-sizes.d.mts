export declare const DEVICE_WIDTHS: number[];
export declare const IMAGE_WIDTHS: number[];
export declare const IMAGE_QUALITY: number;
