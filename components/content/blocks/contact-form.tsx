import { z } from 'zod';
import { ContactFormSection } from '@/components/support/contact-form-section';
import { contactFormRef } from '@/lib/contracts/contact';
import { defineBlock, optionalText } from './define';

/**
 * A contact form of the store (SPEC.md section 2), loaded in the browser by `formId`: the form's
 * key (`contato`, the same in every store seeded from the same content) or its id in this
 * database. Either is looked up among this store's forms only.
 */
export const contactFormBlock = defineBlock(
  z.object({ formId: contactFormRef, title: optionalText(160) }),
  ({ props, ctx, id }) => (
    <ContactFormSection
      form={props.formId}
      title={props.title}
      headingId={`${id}-title`}
      locale={ctx.locale}
    />
  ),
);
