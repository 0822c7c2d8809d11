import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { countdownRenderTime } from '@/lib/content/data';
import { countdownEnd, countdownParts } from '@/lib/domain/countdown';
import { defineBlock, optionalText } from './define';
import { CountdownTimer } from './lazy';

/**
 * A countdown to 23:59:59 of `dateEnd` (São Paulo). Once finished the server renders nothing;
 * before that the client leaf ticks each second and hides itself at the end.
 */
export const countdown = defineBlock(
  z.object({
    title: optionalText(160),
    dateEnd: z
      .string()
      .refine((d) => countdownEnd(d) !== null, { message: 'backOffice.pages.blockErrors.date' }),
  }),
  async ({ props, ctx }) => {
    const end = countdownEnd(props.dateEnd)!;
    const now = await countdownRenderTime(end);
    if (countdownParts(end, now).finished) return null;
    const t = await getTranslations({ locale: ctx.locale, namespace: 'pageBuilder.countdown' });
    return (
      <CountdownTimer
        end={end}
        renderedAt={now}
        title={props.title}
        labels={{
          days: t('days'),
          hours: t('hours'),
          minutes: t('minutes'),
          seconds: t('seconds'),
        }}
      />
    );
  },
);
