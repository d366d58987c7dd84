/** How long a nav link's smooth scroll takes (spec §9). */
export const SCROLL_DURATION_MS = 500
