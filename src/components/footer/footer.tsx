import React from 'react'
import { graphql } from 'gatsby'
import { Mail, MapPin } from 'lucide-react'
import { NavLinks } from '../section-link/section-link'
import { PhoneLink } from '../phone-link/phone-link'
import { BrandMark } from '../brand-mark/brand-mark'
import { WhatsAppLink } from '../whatsapp-link/whatsapp-link'
import { siFacebook, siInstagram } from 'simple-icons'
import { UI_TEXT } from '../../config/ui-text'
import * as styles from './footer.module.scss'
import { eventSection } from '../../config/order-events'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment Footer on SiteJson {
    brand
    nav
    email
    whatsapp
    copyrightYear
    phone {
      display
      tel
    }
    address {
      locality
      region
      country
    }
    social {
      network
      url
    }
    footer {
      blurb
    }
  }
`

// simple-icons is tree-shaken: only these two paths reach the bundle.
const SOCIAL_ICON_PATHS: Record<string, string | undefined> = {
  instagram: siInstagram.path,
  facebook: siFacebook.path,
}

export function Footer({ site, basePath }: { site: Queries.FooterFragment; basePath?: string }) {
  const { address } = site
  return (
    <footer className={styles.footer} {...eventSection('footer')}>
      <div className={styles.grid}>
        <div>
          <p className={styles.brand}>
            <BrandMark className={styles.mark} />
            {site.brand}
          </p>
          <p className={styles.blurb}>{site.footer.blurb}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            {UI_TEXT.quickLinks}
          </h2>
          <NavLinks
            labels={site.nav}
            basePath={basePath}
            className={styles.list}
            linkClassName={styles.link}
          />
        </nav>

        <div>
          <h2 className={styles.heading}>{UI_TEXT.contact}</h2>
          <ul className={styles.list}>
            <li>
              {/* The label keeps the address whole for screen readers: Chromium reads a space at each <wbr>. */}
              <a className={styles.link} href={`mailto:${site.email}`} aria-label={site.email}>
                <Mail aria-hidden="true" size={18} />
                <span className={styles.email}>
                  {/* Wraps only before @ and dots, never mid-word, where a narrow column cannot hold the address. */}
                  {site.email.split(/(?=[@.])/).map((part, index) => (
                    <React.Fragment key={index}>
                      {index > 0 && <wbr />}
                      {part}
                    </React.Fragment>
                  ))}
                </span>
              </a>
            </li>
            <li>
              <PhoneLink phone={site.phone} className={styles.link} labelClassName={styles.phoneNumber} />
            </li>
            {site.whatsapp && (
              <li>
                <WhatsAppLink farm={site} className={styles.link} iconSize={18}>
                  {UI_TEXT.whatsAppUs}
                </WhatsAppLink>
              </li>
            )}
            <li className={styles.address}>
              <MapPin aria-hidden="true" size={18} />
              <address>
                {address.locality}, {address.region}, {address.country}
              </address>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>{UI_TEXT.follow}</h2>
          <ul className={styles.list}>
            {site.social.map(({ network, url }) => {
              const icon = SOCIAL_ICON_PATHS[network.toLowerCase()]
              return (
                <li key={url}>
                  <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
                    {icon && (
                      <svg
                        viewBox="0 0 24 24"
                        width={18}
                        height={18}
                        aria-hidden="true"
                        focusable="false"
                        fill="currentColor"
                      >
                        <path d={icon} />
                      </svg>
                    )}
                    <span>{network}</span>
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {site.copyrightYear} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
