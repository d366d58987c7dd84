import React from 'react'
import { Phone } from 'lucide-react'

interface PhoneLinkProps {
  phone: Queries.SiteJsonPhone
  className?: string
  /** Lets the header hide the number visually on phones, where the link shows only its icon. */
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
