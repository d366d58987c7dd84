import { afterFirstPaint } from './after-first-paint'

/**
 * Gatsby's scripts wait for the first paint (see onPreRenderHTML in gatsby-ssr.tsx): the slice
 * that writes them goes inside this template, and the loader below re-creates them afterwards.
 */
export const DEFERRED_SCRIPTS_ID = 'gatsby-deferred-scripts'

/**
 * Runs the scripts kept in the template, after the first paint: inline ones at once, in order,
 * external ones async, as Gatsby wrote them. Inline itself: it is what starts every other script.
 */
export const DEFERRED_SCRIPTS_LOADER = afterFirstPaint(
  `var t=document.getElementById("${DEFERRED_SCRIPTS_ID}");if(!t)return;var l=t.content.querySelectorAll("script");for(var i=0;i<l.length;i++){var o=l[i],s=document.createElement("script");for(var j=0;j<o.attributes.length;j++)s.setAttribute(o.attributes[j].name,o.attributes[j].value);s.text=o.text;document.body.appendChild(s)}`,
)
