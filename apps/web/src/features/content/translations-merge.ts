/** Keys that could reach Object.prototype through a nested write; never taken from the wire. */
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** A nested message bundle as i18next stores it. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/**
 * Turns the content service's flat keys (`"header.sports": "Sports"`) into the nested bundle
 * shape of the locale files, so merged messages override the bundled ones key by key. A key
 * that would overwrite a branch with a leaf (or the reverse) is skipped.
 * @example nestMessages({ 'header.join': 'Join' }) // { header: { join: 'Join' } }
 */
export function nestMessages(messages: Readonly<Record<string, string>>): MessageTree {
  const tree: MessageTree = {};
  for (const [key, value] of Object.entries(messages)) {
    const path = key.split('.');
    if (path.some((part) => part === '' || UNSAFE_KEYS.has(part))) continue;
    let node: MessageTree = tree;
    let ok = true;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      if (next === undefined) node = node[part] = {};
      else if (typeof next === 'string') {
        ok = false;
        break;
      } else node = next;
    }
    const leaf = path[path.length - 1]!;
    if (ok && typeof node[leaf] !== 'object') node[leaf] = value;
  }
  return tree;
}
