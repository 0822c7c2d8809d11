import { z } from 'zod';
import { serviceCentres } from '@/components/support/service-contacts';
import { defineBlock } from './define';

/**
 * The service UI of a help page (`/central-de-vendas`, `/central-de-atendimento`,
 * `/suporte-tecnico`) under the page's own text: `centre` is sales, service or support. Its
 * modules load with the first page that shows it, not with the registry.
 */
export const serviceCentreBlock = defineBlock(
  z.object({ centre: z.enum(serviceCentres) }),
  async ({ props, ctx }) => {
    const { ServiceCentre } = await import('@/components/support/service-centre');
    return <ServiceCentre centre={props.centre} store={ctx.store} locale={ctx.locale} />;
  },
);
