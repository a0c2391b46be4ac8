import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../assets/icons';

/** A sidebar section that opens and closes under its button (SPEC 2: the collapsible Program and About Us groups). */
export function CollapsibleGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="sidebar-group-toggle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {label}
        <ChevronDownIcon size={18} />
      </button>
      <div id={id} className="sidebar-group" hidden={!expanded}>
        {children}
      </div>
    </>
  );
}
