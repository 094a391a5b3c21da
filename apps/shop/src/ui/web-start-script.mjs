/**
 * The shop's own inline script of every web page (`app/+html.tsx`), in a file the web build reads
 * too: `scripts/build-web.mjs` writes its hash beside the server build, and the server's Content
 * Security Policy allows that hash, React's and Expo Router's known scripts, and no other inline
 * script. It is the same text on every page, so the page's list of scripts is an attribute.
 *
 * Until the app has taken over the page, its buttons (“Ajouter au panier”) do nothing: taps on
 * them are kept, and the web entry (`index.web.ts`) replays them once React listens. Links and
 * form fields work without the app and are left alone. Then the app's scripts (`data-entry`, the
 * shop's own files only: the bundle, the chunk of modules routes share, the page's own route
 * chunks) are appended, in order, after the next frame: once the page is painted. The promise
 * `__SILLON_PAGE_SCRIPTS__` settles when the last has run, so the entry starts Expo Router with the
 * page's own screen already there: React takes the whole page over at once, and the kept taps are
 * replayed on buttons that answer (a screen still loading would leave its part of the page inert).
 */
export const webStartScript =
  '(function(){var c=[];function k(e){var t=e.target;if(!(t instanceof Element)||t.closest("a[href],input,select,textarea,label"))return;c.push(t)}document.addEventListener("click",k,true);window.__SILLON_EARLY_CLICKS__={targets:c,stop:function(){document.removeEventListener("click",k,true)}}})();' +
  '(function(){var d=document.currentScript,l=JSON.parse((d&&d.getAttribute("data-entry"))||"[]").filter(function(s){return typeof s==="string"&&/^\\/_expo\\/static\\//.test(s)}),r;window.__SILLON_PAGE_SCRIPTS__=new Promise(function(f){r=f});requestAnimationFrame(function(){setTimeout(function(){if(!l.length)r();l.forEach(function(s,i){var e=document.createElement("script");e.src=s;e.async=false;if(i===l.length-1)e.onload=e.onerror=function(){r()};document.body.appendChild(e)})})})})();';
