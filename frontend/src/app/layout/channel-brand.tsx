import { useChannels, useLogoImage } from '@/api/directory/channels.ts';
import { isAdminUser } from '../session/access.ts';
import type { SessionUser } from '../session/user-config-cookie.ts';

/**
 * The top bar's channel branding: a channel's users see their channel's logo beside the product's
 * brand. Admins see every channel, so no single logo is theirs.
 */
export function ChannelBrand({ user }: { user: SessionUser }) {
  const admin = isAdminUser(user);
  const { data } = useChannels(!admin);
  const channel = data?.items.length === 1 ? data.items[0] : undefined;
  const { data: image } = useLogoImage(channel?.logoUrl ?? null);
  if (!channel || !image) return null;
  return (
    <span className="channel-brand">
      <img src={image} alt={`${channel.name} logo`} className="channel-brand__logo" />
    </span>
  );
}
