/** Which heading of a specification table an attribute sits under; the rest goes last. */
export const SPEC_GROUPS = {
  performance: ['processador', 'memoria', 'armazenamento', 'placa_de_video'],
  display: ['tela', 'sistema_operacional'],
  general: ['marca', 'cor'],
} as const;

export type SpecGroup = keyof typeof SPEC_GROUPS | 'other';

/** The order the groups are shown in (product page and comparison). */
export const SPEC_GROUP_ORDER: readonly SpecGroup[] = [
  'performance',
  'display',
  'general',
  'other',
];

export function specGroupOf(code: string): SpecGroup {
  for (const [group, codes] of Object.entries(SPEC_GROUPS))
    if ((codes as readonly string[]).includes(code)) return group as SpecGroup;
  return 'other';
}
