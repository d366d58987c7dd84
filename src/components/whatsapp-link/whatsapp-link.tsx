import React from 'react'
import { MessageCircle } from 'lucide-react'
import { UI_TEXT } from '../../config/ui-text'

interface WhatsAppLinkProps {
  farm: { whatsapp: string | null; brand: string }
  /** The message the chat opens with, so the farm knows what is asked; by default, no product in particular. */
  message?: string
  children: React.ReactNode
  className?: string
  iconSize?: number
}

/** A chat with the farm in WhatsApp, the channel most Ghanaian buyers order on, or nothing when the farm has no WhatsApp. */
export function WhatsAppLink({ farm, message, children, className, iconSize }: WhatsAppLinkProps) {
  if (!farm.whatsapp) return null
  const text = message ?? UI_TEXT.howToOrder.whatsAppMessage(farm.brand)
  const href = `https://wa.me/${farm.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      <MessageCircle aria-hidden="true" size={iconSize} />
      {children}
    </a>
  )
}
