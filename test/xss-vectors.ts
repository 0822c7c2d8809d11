import { Parser } from 'htmlparser2';

/**
 * Hostile strings for every surface that renders content JSON, blog HTML or contact-form labels
 * (issue 7: "100+ XSS vectors execute nothing and never break the page"). Each vector, if it ran,
 * would open a dialog (alert, confirm or prompt) or navigate to javascript:, so a Playwright
 * dialog hook or the markup checks below catch it.
 */
const payloads = [
  `<script>alert(1)</script>`,
  `<ScRiPt>alert(1)</sCrIpT>`,
  `<script src="https://evil.example/x.js"></script>`,
  `<script>/*</script><script>*/alert(1)</script>`,
  `"><script>alert(1)</script>`,
  `'><script>alert(1)</script>`,
  `</title><script>alert(1)</script>`,
  `</textarea><script>alert(1)</script>`,
  `</style><script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="x" onerror="alert(1)">`,
  `<img src=x onerror="javascript:alert(1)">`,
  `<IMG SRC=x OnErRoR=alert(1)>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<img/src=x/onerror=alert(1)>`,
  `<img src=javascript:alert(1)>`,
  `<img src="jav&#x09;ascript:alert(1)">`,
  `<img srcset="x" onerror="alert(1)">`,
  `<svg onload=alert(1)>`,
  `<svg/onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)'/></svg>#x"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<body onload=alert(1)>`,
  `<body onpageshow=alert(1)>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<iframe src="data:text/html,<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<a href="javascript:alert(1)">clique</a>`,
  `<a href="JaVaScRiPt:alert(1)">clique</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">clique</a>`,
  `<a href="java\tscript:alert(1)">clique</a>`,
  `<a href=" javascript:alert(1)">clique</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clique</a>`,
  `<a href="vbscript:msgbox(1)">clique</a>`,
  `<a onmouseover=alert(1)>passe o mouse</a>`,
  `<a href="#" onclick="alert(1)">clique</a>`,
  `<div onmouseenter=alert(1)>x</div>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<div style="width:expression(alert(1))">x</div>`,
  `<p style="position:fixed;inset:0;z-index:99999;background:red">cobre a página</p>`,
  `<input autofocus onfocus=alert(1)>`,
  `<select autofocus onfocus=alert(1)></select>`,
  `<textarea autofocus onfocus=alert(1)></textarea>`,
  `<keygen autofocus onfocus=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<video src=x onerror=alert(1)></video>`,
  `<audio src=x onerror=alert(1)></audio>`,
  `<details open ontoggle=alert(1)>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<form action="javascript:alert(1)"><button>enviar</button></form>`,
  `<button formaction="javascript:alert(1)">enviar</button>`,
  `<isindex action=javascript:alert(1) type=image>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<style>@import 'javascript:alert(1)';</style>`,
  `<style>*{background:url("javascript:alert(1)")}</style>`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
  `<td background="javascript:alert(1)">x</td>`,
  `<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<template><script>alert(1)</script></template>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<![CDATA[<script>alert(1)</script>]]>`,
  `<xss onafterscriptexecute=alert(1)><script>1</script>`,
  `<x contenteditable onblur=alert(1)>lose focus!</x>`,
  `<img src=1 onerror=confirm(1)>`,
  `<img src=1 onerror=prompt(1)>`,
  `<img src=1 onerror=window['al'+'ert'](1)>`,
  `<img src=1 onerror=top[atob('YWxlcnQ=')](1)>`,
  `<img src=1 onerror=&#97;&#108;&#101;&#114;&#116;(1)>`,
  `<img src=1 onerror=\u0061lert(1)>`,
  `<svg><script>&#97;lert(1)</script></svg>`,
  `"onmouseover="alert(1)`,
  `' onmouseover='alert(1)`,
  `" autofocus onfocus="alert(1)`,
  `javascript:alert(1)`,
  `JAVASCRIPT:alert(1)`,
  ` javascript:alert(1)`,
  `javascript://%0aalert(1)`,
  `data:text/html,<script>alert(1)</script>`,
  `vbscript:msgbox(1)`,
  `//evil.example/x`,
  `\\\\evil.example\\x`,
  `{{constructor.constructor('alert(1)')()}}`,
  `\${alert(1)}`,
  `<%= alert(1) %>`,
  `</script><script>alert(1)</script>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<<script>alert(1)//<</script>`,
  `<img """><script>alert(1)</script>">`,
  `<a href="https://ok.example" target="_blank">nova aba</a>`,
  `<img src="https://evil.example/x.png" onload="alert(1)">`,
  `<div id="__next">sobrescreve</div><script>alert(1)</script>`,
  `<form id="test"></form><button form="test" formaction="javascript:alert(1)">X</button>`,
  `<img src=x onerror=alert(document.cookie)>`,
  `<svg><set attributeName="onmouseover" to="alert(1)"/></svg>`,
  `<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>`,
  `\u202e<script>alert(1)</script>`,
  `\u0000<script>alert(1)</script>`,
  `${'A'.repeat(5000)}<script>alert(1)</script>`,
];

/** At least 100 distinct hostile strings. */
export const xssVectors: readonly string[] = payloads;

const scriptUrl = /^\s*(?:javascript|vbscript|data:text)/i;
const urlAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'poster',
  'background',
]);
const activeElements = new Set(['script', 'object', 'embed', 'base', 'meta', 'link', 'style']);

/**
 * What in rendered markup could run script, parsed as a browser would tokenize it: a script or
 * other active element, an inline event handler, a javascript:/vbscript:/data:text URL, an
 * iframe with srcdoc. Escaped text (`&lt;script&gt;`) and text inside attribute values are inert.
 */
export function runnableMarkup(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (activeElements.has(name)) found.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) found.push(`<${name} ${attribute}>`);
          if (urlAttributes.has(attribute.toLowerCase()) && scriptUrl.test(value))
            found.push(`<${name} ${attribute}="${value.slice(0, 30)}">`);
          if (attribute === 'srcdoc') found.push(`<${name} srcdoc>`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
