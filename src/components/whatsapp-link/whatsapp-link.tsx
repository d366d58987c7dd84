import React from 'react'
import { MessageCircle } from 'lucide-react'
import { whatsAppLink } from '../../utils/whatsapp'
import { UI_TEXT } from '../../config/ui-text'

interface WhatsAppLinkProps {
  number: string
  /** The message the chat opens with, so the farm knows what is asked. */
  message: string
  children: React.ReactNode
  className?: string
  iconSize?: number
}

/** A chat with the farm in WhatsApp, the channel most Ghanaian buyers order on. */
export function WhatsAppLink({ number, message, children, className, iconSize }: WhatsAppLinkProps) {
  return (
    <a className={className} href={whatsAppLink(number, message)} target="_blank" rel="noopener noreferrer">
      <MessageCircle aria-hidden="true" size={iconSize} />
      {children}
    </a>
  )
}

type FarmWhatsAppLinkProps = Omit<WhatsAppLinkProps, 'number' | 'message'> & {
  farm: { whatsapp?: string | null; brand: string }
}

/** A chat about no product in particular (menu, footer, How to order), or nothing when the farm has no WhatsApp. */
export function FarmWhatsAppLink({ farm, ...link }: FarmWhatsAppLinkProps) {
  if (!farm.whatsapp) return null
  return (
    <WhatsAppLink {...link} number={farm.whatsapp} message={UI_TEXT.howToOrder.whatsAppMessage(farm.brand)} />
  )
}
