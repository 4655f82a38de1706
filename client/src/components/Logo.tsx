// The society's mark: a cinnabar seal (印章) with the character 文, "culture", cut in seal style.
// Drawn as SVG so it stays sharp at any size and needs no font.
export function Logo({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="46" height="46" rx="7" fill="#a8291f" />
      <rect x="5" y="5" width="38" height="38" rx="3.5" fill="none" stroke="#fbf3e4" strokeWidth="2" />
      <g fill="none" stroke="#fbf3e4" strokeWidth="3.6" strokeLinecap="square">
        <path d="M24 10.5v4.5" />
        <path d="M12.5 17.5h23" />
        <path d="M31.5 17.5c-2.2 8.5-8 15.8-18.5 20" />
        <path d="M16.5 17.5c2.2 8.5 8 15.8 18.5 20" />
      </g>
    </svg>
  );
}
