import { operatorConfig } from './operator';

/*
 * The tag-manager hook of spec 001 §7 ("a tag-manager push on gtm_push_action"). The shell never
 * loads a tag-manager script itself (nothing is fetched from another site, decision 042): an
 * operator that configures a container adds its loader to the page, and its data layer reads what
 * is pushed here. Without a configured container the hook does nothing.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one `gtm_push_action` payload into the data layer; false (and nothing pushed) without a container. */
export function pushTagManagerAction(details: Readonly<Record<string, unknown>> & { readonly event: string }): boolean {
  if (operatorConfig().gtmContainer === null) return false;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...details });
  return true;
}
