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
import { useState, type FormEvent } from 'react';
import { storeAdminToken, useAdminRefusal } from '../../../lib/admin-token';

/** The login card; Enter submits. The token is only checked by the first call the console makes with it. */
export function AdminTokenForm() {
  const refusal = useAdminRefusal();
  const [missing, setMissing] = useState(false);

  // A native submit would put the token in the URL as a query parameter.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = String(new FormData(event.currentTarget).get('token') ?? '').trim();
    if (!token) {
      setMissing(true);
      return;
    }
    storeAdminToken(token);
  }

  const error = missing ? 'Admin token required' : refusal;
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
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Input
            label="Admin token"
            name="token"
            type="password"
            autoComplete="off"
            required
            error={error ?? undefined}
            onChange={() => setMissing(false)}
          />
          <Button type="submit" className="w-full">
            Access Dashboard
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
