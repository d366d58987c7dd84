import React from 'react'
import { Phone } from 'lucide-react'

interface PhoneLinkProps {
  phone: { display: string; tel: string }
  className?: string
}

/** The farm's number as a tap-to-call link; the display form is what people read aloud. */
export function PhoneLink({ phone, className }: PhoneLinkProps) {
  return (
    <a className={className} href={`tel:${phone.tel}`}>
      <Phone aria-hidden="true" size={18} strokeWidth={2.25} />
      <span>{phone.display}</span>
    </a>
  )
}
