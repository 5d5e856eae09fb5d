import { zodResolver } from '@hookform/resolvers/zod';
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
import { signInRequest } from '@reserva/shared/auth/auth.schemas';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { useSignIn } from './api';
import classes from './SignInPage.module.css';

export function SignInPage() {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signInRequest),
    defaultValues: { email: '', password: '' },
  });

  return (
    <Center className={classes.page} p="md">
      <Box w="100%" maw={420}>
        <Center mb="lg">
          <Logo size="xl" />
        </Center>
        <Paper withBorder shadow="md" p="xl" radius="lg">
          <Title order={1} size="h3">
            Acesse sua conta
          </Title>
          <Text c="dimmed" size="sm" mt={4} mb="lg">
            Entre com o seu e-mail e senha de funcionário.
          </Text>
          {/* noValidate: the schema's messages replace the browser's own bubbles. */}
          <form noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))}>
            <Stack>
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="username"
                error={errors.email?.message}
                {...register('email')}
              />
              <PasswordInput
                label="Senha"
                autoComplete="current-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <Anchor component={Link} to="/users/passwords/forgot" size="sm" w="fit-content">
                Esqueci minha senha
              </Anchor>
              <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
                Entrar
              </Button>
            </Stack>
          </form>
        </Paper>
      </Box>
    </Center>
  );
}
