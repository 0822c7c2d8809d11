import { z } from 'zod';
import { ServiceCentre } from '@/components/support/service-centre';
import { serviceCentres } from '@/components/support/service-contacts';
import { defineBlock } from './define';

/**
 * The service UI of a help page (`/central-de-vendas`, `/central-de-atendimento`,
 * `/suporte-tecnico`) under the page's own text: `centre` is sales, service or support.
 */
export const serviceCentreBlock = defineBlock(
  z.object({ centre: z.enum(serviceCentres) }),
  ({ props, ctx }) => <ServiceCentre centre={props.centre} store={ctx.store} locale={ctx.locale} />,
);
