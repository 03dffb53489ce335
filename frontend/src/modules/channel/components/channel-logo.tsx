import { useLogoImage } from '@/api/directory/channels.ts';
import './channel-form.css';

/** A channel's logo, or its initial on a tile while there is none (or while it loads). */
export function ChannelLogo({ name, logoUrl, size = 32 }: { name: string; logoUrl: string | null; size?: number }) {
  const { data } = useLogoImage(logoUrl);
  if (data) return <img className="channel-logo" src={data} alt={`${name} logo`} style={{ height: size, maxWidth: size * 4 }} />;
  return (
    <span className="channel-logo channel-logo--initial" aria-hidden="true" style={{ width: size, height: size }}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
