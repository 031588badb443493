import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, mergeShellMessages, useShellTranslation, useStrings } from './i18n';

/** Renders counted: how often each probe rendered since it mounted. */
const renders = { shell: 0, catalog: 0, strings: 0 };

function ShellProbe() {
  const { t } = useShellTranslation();
  renders.shell += 1;
  return <p>{t('skip_to_content')}</p>;
}

function CatalogProbe() {
  const { t } = useTranslation('catalog');
  renders.catalog += 1;
  return <p>{t('states.showMore', { count: 3 })}</p>;
}

/** A listing's part: the shared `t` of a namespace (decision 072). */
function StringsProbe() {
  const { t } = useStrings('catalog');
  renders.strings += 1;
  return <p>{t('time.ended')}</p>;
}

describe('the content service’s messages over the shell’s strings (decision 072)', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('re-render the shell’s components with the merged text and leave the others alone', async () => {
    render(
      <>
        <ShellProbe />
        <CatalogProbe />
        <StringsProbe />
      </>,
    );
    expect(screen.getByText('Skip to content')).toBeInTheDocument();
    const before = { ...renders };

    act(() => mergeShellMessages('en', { skip_to_content: 'Jump to the odds' }));

    expect(await screen.findByText('Jump to the odds')).toBeInTheDocument();
    expect(renders.shell).toBeGreaterThan(before.shell);
    expect(renders.catalog).toBe(before.catalog);
    expect(renders.strings).toBe(before.strings);
  });

  it('does not re-render anything for the language already shown', async () => {
    render(<CatalogProbe />);
    const before = renders.catalog;
    await act(() => changeLanguage('en'));
    expect(renders.catalog).toBe(before);
    expect(document.documentElement.lang).toBe('en');
  });

  it('re-renders every translated component in the new language when the language changes', async () => {
    render(
      <>
        <ShellProbe />
        <StringsProbe />
      </>,
    );
    const before = { ...renders };
    await act(() => changeLanguage('de'));
    expect(renders.shell).toBeGreaterThan(before.shell);
    expect(renders.strings).toBeGreaterThan(before.strings);
    expect(screen.getByText('Zum Inhalt springen')).toBeInTheDocument();
    expect(screen.getByText('Beendet')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    // English keeps the content service's text merged by the first test.
    expect(screen.getByText('Jump to the odds')).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
  });
});
