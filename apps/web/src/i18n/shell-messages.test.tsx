import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, mergeShellMessages, useShellTranslation } from './i18n';

/** Renders counted: how often each probe rendered since it mounted. */
const renders = { shell: 0, catalog: 0 };

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

describe('the content service’s messages over the shell’s strings (decision 072)', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('re-render the shell’s components with the merged text and leave the others alone', async () => {
    render(
      <>
        <ShellProbe />
        <CatalogProbe />
      </>,
    );
    expect(screen.getByText('Skip to content')).toBeInTheDocument();
    const before = { ...renders };

    act(() => mergeShellMessages('en', { skip_to_content: 'Jump to the odds' }));

    expect(await screen.findByText('Jump to the odds')).toBeInTheDocument();
    expect(renders.shell).toBeGreaterThan(before.shell);
    expect(renders.catalog).toBe(before.catalog);
  });

  it('does not re-render anything for the language already shown', async () => {
    render(<CatalogProbe />);
    const before = renders.catalog;
    await act(() => changeLanguage('en'));
    expect(renders.catalog).toBe(before);
    expect(document.documentElement.lang).toBe('en');
  });

  it('re-renders every translated component when the language changes', async () => {
    render(<CatalogProbe />);
    const before = renders.catalog;
    await act(() => changeLanguage('de'));
    expect(renders.catalog).toBeGreaterThan(before);
    await act(() => changeLanguage('en'));
  });
});
