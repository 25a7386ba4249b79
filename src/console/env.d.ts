/** Build-time settings of the console (Vite env variables, all optional), merged into Vite's own. */
interface ImportMetaEnv {
  /** Origin of the API service when it is not the console's own origin. */
  readonly VITE_API_BASE?: string;
  /** Comma-separated partner addresses a login may hand its token to (see auth/return-address.ts). */
  readonly VITE_RETURN_ADDRESSES?: string;
  /** Footer record texts shown under every console page. */
  readonly VITE_ICP_RECORD?: string;
  readonly VITE_PUBLIC_SECURITY_RECORD?: string;
}
