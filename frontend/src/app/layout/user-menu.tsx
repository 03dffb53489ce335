import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { brandPaths, paths } from '../paths.ts';
import { useSessionClient } from '../session/session-context.tsx';
import type { SessionUser } from '../session/user-config-cookie.ts';

function initialsOf(email: string): string {
  const name = email.split('@')[0] ?? '';
  const parts = name.split(/[._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? parts[0]?.[1] ?? '')).toUpperCase();
}

/** The signed-in user's menu: who they are, their roles, their profile, change password and sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const session = useSessionClient();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const roles = user.UserRoles.map((role) => role.RoleName).join(', ') || 'No roles';
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        onKeyDown={closeOnEscape}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {initialsOf(user.UserEmail)}
        </span>
        <span className="user-menu__email">{user.UserEmail}</span>
      </button>
      {open && (
        <div className="user-menu__panel" id={id} role="menu" aria-label="User menu" onKeyDown={closeOnEscape}>
          <div className="user-menu__who">
            <strong>{user.UserEmail}</strong>
            <span>{roles}</span>
          </div>
          <Link role="menuitem" className="user-menu__item user-menu__item--plain" to={paths.profile} onClick={() => setOpen(false)}>
            Profile and time zone
          </Link>
          <Link role="menuitem" className="user-menu__item user-menu__item--plain" to={brandPaths(user.brand).changePassword}>
            Change password
          </Link>
          <Link role="menuitem" className="user-menu__item user-menu__item--plain" to={brandPaths(user.brand).setupAuthenticator}>
            Sign-in security
          </Link>
          <button type="button" role="menuitem" className="user-menu__item" onClick={() => void session.signOut('user')}>
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
