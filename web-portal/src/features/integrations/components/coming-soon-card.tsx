import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ringbook/web-shared';
import { CreditCard, MessageSquareText, type LucideIcon } from 'lucide-react';

const upcoming: { name: string; description: string; icon: LucideIcon }[] = [
  { name: 'Payments', description: 'Take deposits and card payments when clients book.', icon: CreditCard },
  { name: 'SMS', description: 'Send confirmations and reminders through your own texting service.', icon: MessageSquareText },
];

export function ComingSoonCard() {
  return (
    <Card className="border-dashed shadow-none">
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle>More integrations are coming</CardTitle>
        <CardDescription>Payments and SMS are next. We'll let you know when they're ready.</CardDescription>
      </CardHeader>
      <CardContent className="p-4 sm:p-6">
        <ul className="flex flex-col gap-3">
          {upcoming.map(({ name, description, icon: Icon }) => (
            <li key={name} className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="flex flex-1 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-foreground">
                  {name}
                  <Badge tone="neutral" className="px-2 py-0.5 text-xs">
                    Coming soon
                  </Badge>
                </p>
                <p className="text-sm text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
