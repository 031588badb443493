/** Device storage keys the host keeps (spec 001 §3 "Stored on device"). */
export const HOST_KEYS = { loginMode: 'login_mode', userCountry: 'user_country' } as const;

/**
 * Secure storage keys (the device's keychain / keystore): the username, kept when the player asks
 * to remember it or logs in automatically, and the password, kept only for auto and biometric
 * login (decision 038).
 */
export const SECURE_KEYS = { username: 'username', password: 'password' } as const;
