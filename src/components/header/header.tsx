import React, { useCallback } from 'react'
import { graphql } from 'gatsby'
import { Menu, Search, X } from 'lucide-react'
import { PhoneLink } from '../phone-link/phone-link'
import { SearchBar } from './search-bar'
import { WhatsAppLink } from '../whatsapp-link/whatsapp-link'
import { BrandMark } from '../brand-mark/brand-mark'
import { NavLinks, SectionLink } from '../section-link/section-link'
import { hidePopover, hideWhenFocusLeaves, usePopoverOpen } from '../../hooks/use-popover-open'
import { UI_TEXT } from '../../config/ui-text'
import { SECTION } from '../../config/section-ids'
import * as styles from './header.module.scss'
import { eventSection } from '../../config/order-events'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment Header on SiteJson {
    brand
    nav
    whatsapp
    phone {
      display
      tel
    }
  }
`

const MENU_ID = 'mobile-menu'
const SEARCH_ID = 'site-search'

interface PopoverToggleProps {
  target: string
  className: string | undefined
  openLabel: string
  closeLabel: string
  icon: React.ReactNode
}

/** Its name and icon follow the popover's state through CSS, so it works before and without JavaScript. */
function PopoverToggle({ target, className, openLabel, closeLabel, icon }: PopoverToggleProps) {
  const open = usePopoverOpen(target)
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${className}`}
      popoverTarget={target}
      aria-controls={target}
      aria-expanded={open}
      // A held-down Enter must not toggle the popover over and over (nor reopen a search just sent).
      onKeyDown={event => {
        if (event.repeat) event.preventDefault()
      }}
    >
      <span className={styles.whenClosed}>
        <span className={styles.label}>{openLabel}</span>
        {icon}
      </span>
      <span className={styles.whenOpen}>
        <span className={styles.label}>{closeLabel}</span>
        <X aria-hidden="true" className={styles.icon} />
      </span>
    </button>
  )
}

export function Header({ site, basePath }: { site: Queries.HeaderFragment; basePath?: string }) {
  const closeMenu = useCallback(() => hidePopover(MENU_ID), [])

  return (
    <header className={styles.header} {...eventSection('header')}>
      {/* Popovers first: a page shown while still arriving must not offer a button before its popover. */}
      <SearchBar id={SEARCH_ID} className={styles.searchPopover} />

      <nav
        id={MENU_ID}
        popover="auto"
        className={styles.mobileMenu}
        aria-label={UI_TEXT.mobileNavigation}
        onBlur={hideWhenFocusLeaves(MENU_ID)}
        {...eventSection('menu')}
      >
        <NavLinks
          labels={site.nav}
          basePath={basePath}
          linkClassName={styles.mobileLink}
          onNavigate={closeMenu}
        />
        <div className={styles.mobileContact}>
          <PhoneLink
            phone={site.phone}
            className={styles.mobilePhone}
            labelClassName={styles.mobilePhoneNumber}
          />
          <WhatsAppLink farm={site} className={styles.mobileWhatsApp} iconSize={18}>
            {UI_TEXT.whatsApp}
          </WhatsAppLink>
        </div>
      </nav>
      <div className={styles.bar}>
        <SectionLink
          sectionId={SECTION.home}
          basePath={basePath}
          className={styles.brand}
          onNavigate={closeMenu}
        >
          <BrandMark className={styles.mark} />
          <span className={styles.brandName}>{site.brand}</span>
        </SectionLink>

        <nav className={styles.desktopNav} aria-label={UI_TEXT.mainNavigation}>
          <NavLinks
            labels={site.nav}
            basePath={basePath}
            className={styles.navList}
            linkClassName={styles.navLink}
          />
        </nav>

        <div className={styles.actions}>
          <PhoneLink phone={site.phone} className={styles.phone} labelClassName={styles.phoneNumber} />
          <PopoverToggle
            target={SEARCH_ID}
            className={styles.searchToggle}
            openLabel={UI_TEXT.openSearch}
            closeLabel={UI_TEXT.closeSearch}
            icon={<Search aria-hidden="true" className={styles.icon} />}
          />
          <PopoverToggle
            target={MENU_ID}
            className={styles.menuToggle}
            openLabel={UI_TEXT.openMenu}
            closeLabel={UI_TEXT.closeMenu}
            icon={<Menu aria-hidden="true" className={styles.icon} />}
          />
        </div>
      </div>
    </header>
  )
}
