import { PAGE_TYPE_ATTRIBUTE, type PageType } from '@/lib/domain/web-vitals';

/** Says which kind of page this is, for the field measures of web-vitals.tsx to be grouped by. */
export function PageTypeMark({ type }: { type: PageType }) {
  return <span hidden {...{ [PAGE_TYPE_ATTRIBUTE]: type }} />;
}
