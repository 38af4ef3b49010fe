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
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { storeAdminToken, useAdminRefusal } from '../../../lib/admin-token';
import { z } from '../../../lib/zod';

const tokenSchema = z.object({ token: z.string().trim().min(1, 'Admin token required') });

/** The login card; Enter submits. The token is only checked by the first call the console makes with it. */
export function AdminTokenForm() {
  const refusal = useAdminRefusal();
  const form = useForm<z.input<typeof tokenSchema>, unknown, z.output<typeof tokenSchema>>({
    resolver: zodResolver(tokenSchema),
    defaultValues: { token: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const error = form.formState.errors.token?.message ?? refusal;
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
        {/* Submitted by the script alone: a native submit would put the token in the URL as a query parameter. */}
        <form onSubmit={form.handleSubmit(({ token }) => storeAdminToken(token))} noValidate className="flex flex-col gap-4">
          <Input
            label="Admin token"
            type="password"
            autoComplete="off"
            required
            error={error ?? undefined}
            {...form.register('token', { onChange: () => form.clearErrors('token') })}
          />
          <Button type="submit" className="w-full">
            Access Dashboard
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
