// Reads the names of the tests declared in a test file's source, without running it.
//
// A name is the first argument of an `it(` or `test(` call (with vitest's modifiers: `it.each(…)(`,
// `test.concurrent(`, `it.for(…)(`, `it.skipIf(…)(` …, and type arguments such as `it.each<[A, B]>(`),
// written as a string literal, possibly joined with `+`.
// Literal names must be cited exactly. A name that is built at run time — a template literal
// with `${…}`, or an `each`/`for` name with printf tokens (`%s`, `%d`, `%i`, `%f`, `%j`, `%o`,
// `%#`, `%%`) or `$property` interpolation — is cited either as written in the source or as the
// runner prints it: each placeholder then matches any text (at least one character).

const MODIFIERS = 'each|for|only|skip|todo|concurrent|sequential|fails|skipIf|runIf';
const CALL = new RegExp(`\\b(?:it|test)((?:\\.(?:${MODIFIERS}))*)\\s*(?:<[^()]*>)?\\s*\\(`, 'g');

/** Index just after the bracket that closes the one at `open` (strings and comments skipped). */
function skipBalanced(source, open) {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    } else if (char === "'" || char === '"' || char === '`') {
      const literal = readLiteral(source, index);
      if (literal) index = literal.end - 1;
    } else if (char === '/' && source[index + 1] === '/') {
      index = source.indexOf('\n', index);
      if (index < 0) return source.length;
    } else if (char === '/' && source[index + 1] === '*') {
      index = source.indexOf('*/', index) + 1;
      if (index <= 0) return source.length;
    }
  }
  return source.length;
}

/** The string literal starting at `start`: its text, whether it holds `${…}`, and its end. */
export function readLiteral(source, start) {
  const quote = source[start];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let text = '';
  let dynamic = false;
  for (let index = start + 1; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') {
      const next = source[index + 1];
      text += { n: '\n', t: '\t' }[next] ?? next;
      index += 1;
    } else if (char === quote) {
      return { text, dynamic, end: index + 1 };
    } else if (quote === '`' && char === '$' && source[index + 1] === '{') {
      const close = skipBalanced(source, index + 1);
      text += source.slice(index, close);
      dynamic = true;
      index = close - 1;
    } else if (char === '\n' && quote !== '`') {
      return null;
    } else {
      text += char;
    }
  }
  return null;
}

/** The literal (or `+`-joined literals) at `start` after optional whitespace, or null. */
function readName(source, start) {
  let index = start;
  let text = '';
  let dynamic = false;
  for (;;) {
    while (/\s/.test(source[index] ?? '')) index += 1;
    const literal = readLiteral(source, index);
    if (!literal) return text ? { text, dynamic } : null;
    text += literal.text;
    dynamic ||= literal.dynamic;
    index = literal.end;
    const plus = /^\s*\+\s*/.exec(source.slice(index, index + 40));
    if (!plus) return { text, dynamic };
    index += plus[0].length;
  }
}

/** `source` with its comments blanked (newlines kept), so a comment's "it (" is no test. */
export function withoutComments(source) {
  const parts = [];
  const special = /['"`]|\/\/|\/\*/g;
  let copied = 0;
  for (let match = special.exec(source); match; match = special.exec(source)) {
    const at = match.index;
    let end;
    if (match[0] === '//' || match[0] === '/*') {
      const close = match[0] === '//' ? source.indexOf('\n', at) : source.indexOf('*/', at) + 2;
      end = close < at + 2 ? source.length : close;
      parts.push(source.slice(copied, at), source.slice(at, end).replace(/[^\n]/g, ' '));
    } else {
      end = readLiteral(source, at)?.end ?? at + 1;
      parts.push(source.slice(copied, end));
    }
    copied = end;
    special.lastIndex = end;
  }
  parts.push(source.slice(copied));
  return parts.join('');
}

/** Every test declared in `source`: `{ name, parametrized }`, in source order. */
export function testNames(text) {
  const source = withoutComments(text);
  const found = [];
  for (const match of source.matchAll(CALL)) {
    const before = source[match.index - 1];
    if (before === '.' || before === '$') continue; // `foo.it(` or `$it(`: not a test call
    const chain = match[1].split('.').filter(Boolean);
    let argsStart = match.index + match[0].length;
    // `each` / `for` take the table, `skipIf` / `runIf` the condition, before the name's own call.
    const isTable = chain.includes('each') || chain.includes('for');
    const takesArgumentsFirst = isTable || chain.includes('skipIf') || chain.includes('runIf');
    if (takesArgumentsFirst) {
      const end = skipBalanced(source, argsStart - 1);
      const call = /^\s*\(/.exec(source.slice(end, end + 20));
      if (!call) continue;
      argsStart = end + call[0].length;
    }
    const name = readName(source, argsStart);
    if (!name) continue;
    const placeholders = isTable && /%[sdifjo#%]|\$[A-Za-z_]/.test(name.text);
    found.push({ name: name.text, parametrized: name.dynamic || placeholders });
  }
  return found;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a parametrized name: placeholders match any text. */
export function namePattern(name) {
  const placeholder = /\$\{(?:[^{}]|\{[^{}]*\})*\}|%[sdifjo#]|\$[A-Za-z_][\w.]*/g;
  let pattern = '';
  let last = 0;
  for (const match of name.matchAll(placeholder)) {
    pattern += escapeRegExp(name.slice(last, match.index).replace(/%%/g, '%')) + '.+?';
    last = match.index + match[0].length;
  }
  pattern += escapeRegExp(name.slice(last).replace(/%%/g, '%'));
  return new RegExp(`^${pattern}$`, 's');
}

/** Whether `cited` names one of `tests` (as written, or as run for parametrized names). */
export function citesTest(tests, cited) {
  return tests.some((test) => test.name === cited || (test.parametrized && namePattern(test.name).test(cited)));
}
