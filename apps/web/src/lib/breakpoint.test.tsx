import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH, MOBILE_RESIZE_MAX_WIDTH, readLoadWidth, useIsMobile } from './breakpoint';

const loadWidth = window.innerWidth;

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function Layout() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

describe('the breakpoint', () => {
  afterEach(() => {
    setWidth(loadWidth);
    act(() => readLoadWidth());
  });

  it('loads a page at the mobile width in the mobile layout and one pixel wider in the desktop layout', () => {
    setWidth(MOBILE_MAX_WIDTH);
    act(() => readLoadWidth());
    render(<Layout />);
    expect(screen.getByText('mobile')).toBeInTheDocument();
    expect(document.documentElement.dataset.layout).toBe('mobile');
    setWidth(MOBILE_MAX_WIDTH + 1);
    act(() => readLoadWidth());
    expect(screen.getByText('desktop')).toBeInTheDocument();
    expect(document.documentElement.dataset.layout).toBe('desktop');
  });

  it('keeps the mobile layout on a resize up to just under the resize width, and leaves it there', () => {
    setWidth(1280);
    act(() => readLoadWidth());
    render(<Layout />);
    const resizeTo = (width: number) =>
      act(() => {
        setWidth(width);
        window.dispatchEvent(new Event('resize'));
      });
    resizeTo(MOBILE_RESIZE_MAX_WIDTH - 1);
    expect(screen.getByText('mobile')).toBeInTheDocument();
    resizeTo(MOBILE_RESIZE_MAX_WIDTH);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    expect(document.documentElement.dataset.layout).toBe('desktop');
  });
});
