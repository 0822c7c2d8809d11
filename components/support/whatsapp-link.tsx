import { whatsappUrl } from '@/lib/domain/contact';
import { Icon } from '@/components/icons/icon';

/** The store's WhatsApp chat, in a new tab (said to screen readers): dialogs, pages, help tiles. */
export function WhatsAppLink({
  phone,
  label,
  newTab,
  className,
  iconClassName,
  iconSize = 18,
}: {
  phone: string;
  label: string;
  newTab: string;
  className: string;
  iconClassName?: string;
  iconSize?: number;
}) {
  return (
    <a href={whatsappUrl(phone)} target="_blank" rel="noopener noreferrer" className={className}>
      <Icon name="whatsapp" size={iconSize} className={iconClassName} />
      {label}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
