/**
 * The source of an inline script that runs `body` once, after the first contentful paint has
 * reached the screen. Where the browser reports paint timing, that report is the signal: counting
 * animation frames is not enough, because a frame can be produced long before a busy compositor
 * shows it (seen on /showcase/, where the font and scripts were fetched before the first paint).
 * Elsewhere, two animation frames and a task. Animation frames do not run in a background tab, so
 * it also runs after 3 s at the latest. `body` may `return` early.
 */
export const afterFirstPaint = (body: string): string =>
  `(function(){var d=!1;function r(){if(d)return;d=!0;${body}}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(r,0)}}).observe({type:"paint",buffered:!0})}else{requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(r,0)})})}setTimeout(r,3e3)})();`
