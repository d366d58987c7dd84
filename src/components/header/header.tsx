import React, { useCallback, useRef, useState } from 'react'
import { Menu, Search, X } from 'lucide-react'
import { NavLinks } from './nav-links'
import { PhoneLink } from './phone-link'
import { SearchBar } from './search-bar'
import { BrandMark } from '../brand-mark/brand-mark'
import { SectionLink } from '../section-link/section-link'
import { useEscapeKey } from '../../hooks/use-escape-key'
import { sectionIdFromLabel } from '../../utils/section-id'
import { UI_TEXT } from '../../config/ui-text'
import * as styles from './header.module.scss'

const MENU_ID = 'mobile-menu'
const SEARCH_ID = 'site-search'

interface HeaderProps {
  site: Pick<Queries.LayoutSiteFragment, 'brand' | 'nav' | 'phone'>
  basePath?: string
}

/** Sticky header: brand, section links, phone, the desktop search toggle and the mobile menu. */
export function Header({ site, basePath }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const searchButton = useRef<HTMLButtonElement>(null)

  const closeMenu = useCallback(() => setMenuOpen(false), [])
  const closeSearch = useCallback(() => setSearchOpen(false), [])
  useEscapeKey(
    menuOpen,
    useCallback(() => {
      setMenuOpen(false)
      menuButton.current?.focus()
    }, []),
  )
  useEscapeKey(
    searchOpen,
    useCallback(() => {
      setSearchOpen(false)
      searchButton.current?.focus()
    }, []),
  )

  const homeId = sectionIdFromLabel(site.nav[0] ?? 'home')

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SectionLink sectionId={homeId} basePath={basePath} className={styles.brand} onNavigate={closeMenu}>
          <BrandMark className={styles.mark} />
          <span>{site.brand}</span>
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
          <PhoneLink phone={site.phone} className={styles.phone} />
          <button
            ref={searchButton}
            type="button"
            className={`${styles.iconButton} ${styles.searchToggle}`}
            aria-expanded={searchOpen}
            aria-controls={SEARCH_ID}
            aria-label={searchOpen ? UI_TEXT.closeSearch : UI_TEXT.openSearch}
            onClick={() => setSearchOpen(open => !open)}
          >
            {searchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
          </button>
          <button
            ref={menuButton}
            type="button"
            className={`${styles.iconButton} ${styles.menuToggle}`}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? UI_TEXT.closeMenu : UI_TEXT.openMenu}
            data-icon={menuOpen ? 'close' : 'menu'}
            onClick={() => setMenuOpen(open => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>

      <SearchBar id={SEARCH_ID} open={searchOpen} onClose={closeSearch} />

      <nav
        id={MENU_ID}
        className={styles.mobileMenu}
        aria-label={UI_TEXT.mobileNavigation}
        hidden={!menuOpen}
      >
        <NavLinks
          labels={site.nav}
          basePath={basePath}
          className={styles.mobileList}
          linkClassName={styles.mobileLink}
          onNavigate={closeMenu}
        />
        <PhoneLink phone={site.phone} className={styles.mobilePhone} />
      </nav>
    </header>
  )
}
