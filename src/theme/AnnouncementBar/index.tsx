/**
 * No announcement bar: the legacy notice lives in the introduction. The
 * classic theme's bar renders nothing without config but ships its code.
 */
export default function AnnouncementBar(): null {
  return null;
}
