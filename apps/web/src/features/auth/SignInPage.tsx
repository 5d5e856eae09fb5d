import {
  Anchor,
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Audience } from '@reserva/shared/permissions/audience';
import { type FormEvent, useState } from 'react';
import { Logo } from '../../ui/Logo';
import classes from './SignInPage.module.css';
import { showSignInError, useSignIn } from './use-sign-in';

type FieldErrors = { email?: string; password?: string };

// The first screen stays light: two fields read from the form on submit, without the form library
// the other screens load, and the shared schema that checks them is fetched once the person starts on
// the form (zod is most of what the page would otherwise wait for). Its links are plain pages of the
// back-office (whatever the face), so it needs no router either: Sócio draws it before loading one.
const loadSchema = () => import('@reserva/shared/auth/sign-in.schema');

/** The sign-in of staff (the back-office, Portaria) or of people (`person`: the members' app). */
export function SignInPage({ audience = 'staff' }: { audience?: Audience }) {
  const signIn = useSignIn(audience);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Its fetch can fail (offline, or a new version deployed meanwhile): the user is told, not left waiting.
    const schema = await loadSchema().catch((error: unknown) => showSignInError(error));
    if (!schema) return;
    const parsed = schema.signInRequest.safeParse({
      email: form.get('email'),
      password: form.get('password'),
    });
    if (parsed.success) {
      setErrors({});
      signIn.run(parsed.data);
      return;
    }
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'email' || field === 'password') && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
  };
  const clearError = (field: keyof FieldErrors) => () =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  return (
    <Center component="main" className={classes.page} p="md">
      <Box w="100%" maw={420}>
        <Center mb="lg">
          <Logo size="xl" />
        </Center>
        <Paper withBorder shadow="md" p="xl" radius="lg">
          <Title order={1} size="h3">
            Acesse sua conta
          </Title>
          <Text c="dimmed" size="sm" mt={4} mb="lg">
            {audience === 'person'
              ? 'Entre com o seu e-mail e a senha que você criou pelo convite do clube.'
              : 'Entre com o seu e-mail e senha de funcionário.'}
          </Text>
          {/* noValidate: the schema's messages replace the browser's own bubbles. */}
          <form noValidate onSubmit={submit} onFocus={() => void loadSchema()}>
            <Stack>
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="username"
                name="email"
                error={errors.email}
                onChange={clearError('email')}
              />
              <PasswordInput
                label="Senha"
                autoComplete="current-password"
                name="password"
                error={errors.password}
                onChange={clearError('password')}
              />
              <Anchor href="/users/passwords/forgot" size="sm" w="fit-content">
                Esqueci minha senha
              </Anchor>
              <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
                Entrar
              </Button>
            </Stack>
          </form>
          {audience === 'person' && (
            <Text size="sm" ta="center" mt="lg">
              Ainda não tem conta? <Anchor href="/signup">Criar conta</Anchor>
            </Text>
          )}
        </Paper>
      </Box>
    </Center>
  );
}
