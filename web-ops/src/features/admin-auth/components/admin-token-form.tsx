import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
} from '@ringbook/web-shared';
import { KeyRound } from 'lucide-react';
import type { FormEvent } from 'react';

// A native submit would put the token in the URL as a query parameter.
function keepTokenOutOfUrl(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

export function AdminTokenForm() {
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary-subtle text-primary">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <CardTitle as="h1">Admin Authentication</CardTitle>
        <CardDescription>Enter your admin token to open the operations dashboard.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={keepTokenOutOfUrl} className="flex flex-col gap-4">
          <Input label="Admin token" name="token" type="password" autoComplete="off" required />
          <Button type="submit" className="w-full">
            Access Dashboard
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
