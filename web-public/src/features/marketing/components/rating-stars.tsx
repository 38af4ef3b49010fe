import { Star } from 'lucide-react';

export function RatingStars({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < rating ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-border'}
        />
      ))}
    </div>
  );
}
