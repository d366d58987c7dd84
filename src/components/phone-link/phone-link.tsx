import React from 'react'
import { Phone } from 'lucide-react'

interface PhoneLinkProps {
  phone: Queries.SiteJsonPhone
  className?: string
  /** Styles the number apart from its icon: hidden on the header's round phone control, kept on one line in the menu. */
  labelClassName?: string
}

export function PhoneLink({ phone, className, labelClassName }: PhoneLinkProps) {
  return (
    <a className={className} href={`tel:${phone.tel}`}>
      <Phone aria-hidden="true" size={18} strokeWidth={2.25} />
      <span className={labelClassName}>{phone.display}</span>
    </a>
  )
}
