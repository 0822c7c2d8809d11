/** The store's WhatsApp chat: wa.me takes the number as digits only (`+55 (11) 9…` → `5511 9…`). */
export const whatsappUrl = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** A phone link: the dialler takes the digits of a number written '(11) 4000-1000' or '0800 …'. */
export const telUrl = (phone: string): string => `tel:${phone.replace(/\D/g, '')}`;
