/** A wa.me link that opens a chat with `number` (international format) with `message` typed in. */
export const whatsAppLink = (number: string, message: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`
