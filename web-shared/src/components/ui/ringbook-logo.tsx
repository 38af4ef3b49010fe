import { cn } from '../../lib/cn';

type RingbookLogoProps = {
  className?: string;
  // inverse is for dark surfaces such as the sidebar.
  tone?: 'default' | 'inverse';
};

export function RingbookLogo({ className, tone = 'default' }: RingbookLogoProps) {
  const inverse = tone === 'inverse';
  return (
    <svg
      role="img"
      aria-label="Ringbook"
      viewBox="0 0 140 32"
      className={cn('h-8 w-auto', inverse ? 'text-white' : 'text-primary', className)}
    >
      <rect width="32" height="32" rx="8" className={inverse ? 'fill-accent' : 'fill-primary'} />
      <g
        transform="translate(6 6) scale(0.8333)"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path
          className={inverse ? 'stroke-sidebar' : 'stroke-white'}
          d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384"
        />
        <path
          className={inverse ? 'stroke-white' : 'stroke-accent'}
          d="M13 2a9 9 0 0 1 9 9M13 6a5 5 0 0 1 5 5"
        />
      </g>
      <text
        x="41"
        y="23.5"
        fill="currentColor"
        fontFamily="Inter, ui-sans-serif, system-ui, sans-serif"
        fontSize="22"
        fontWeight="700"
        letterSpacing="-0.5"
        textLength="98"
        lengthAdjust="spacingAndGlyphs"
      >
        Ringbook
      </text>
    </svg>
  );
}
