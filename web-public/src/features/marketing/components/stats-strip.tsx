const stats = [
  { value: '95%', label: 'Call capture' },
  { value: '24/7', label: 'Availability' },
  { value: '3 sec', label: 'Response time' },
  { value: '98%', label: 'Caller satisfaction' },
];

export function StatsStrip() {
  return (
    <section aria-label="Ringbook in numbers" className="border-y border-border bg-background">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center gap-1 text-center">
            <dt className="order-2 text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="order-1 text-3xl font-bold text-primary tabular-nums sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
