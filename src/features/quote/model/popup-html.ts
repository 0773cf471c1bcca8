// Tags a 'Did You Know' text may use; anything else is unwrapped (its text kept) or, if it runs code, dropped.
const allowedTags = new Set(['P', 'STRONG', 'EM', 'B', 'I', 'UL', 'OL', 'LI', 'BR', 'A']);
const droppedTags = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'SVG', 'MATH', 'FORM', 'INPUT', 'BUTTON']);

/**
 * The popup HTML comes from our own seed, but it is stored offline and travels over the network, so it is
 * cleaned before it is rendered: a small allow-list, no attributes but a safe link target.
 */
export function sanitizePopupHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}

/** The popup as one line of plain text (the banner's excerpt). */
export function popupText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll('p, li').forEach((block) => block.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function clean(parent: Element): void {
  for (const child of [...parent.children]) {
    if (droppedTags.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!allowedTags.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const href = child.tagName === 'A' ? child.getAttribute('href') : null;
    for (const name of child.getAttributeNames()) child.removeAttribute(name);
    if (href && /^(https?:\/\/|\/(?!\/))/i.test(href)) child.setAttribute('href', href);
  }
}
