import { useEffect, useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { validateField } from '../../../engine/validation/index.ts';
import { useEngine } from '../../context/EngineContext.ts';
import { errorDisplay } from '../../pages/errorText.ts';
import { quickAddUser } from '../../widgets/quickAddPerson.ts';

type Rec = Record<string, unknown>;

interface Props {
  /** The person the user is made for (null: closed). */
  registration: string | null;
  onClose: () => void;
  /** Called with the new username once the user exists. */
  onCreated: (username: string) => void;
}

/**
 * Creates the user of a person (seed 002 §7): its username (the person's e-mail at first), then POST
 * /api/core/users?syncPerson=1 with the person's names, e-mail, profiles (CLIENT or SALES from its
 * roles) and registration; 'User created' on success, the server's error otherwise (the server
 * checks 'write /api/core/users').
 */
export function CreateUserModal({ registration, onClose, onCreated }: Props) {
  const { data, notify, t, user } = useEngine();
  const [person, setPerson] = useState<Rec | undefined>(undefined);
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!registration) return;
    let live = true;
    setPerson(undefined);
    setProblem(undefined);
    data.getOne({ entityName: 'Person', key: registration }).then(
      (found) => {
        if (!live) return;
        setPerson(found);
        setUsername(typeof found.email === 'string' ? found.email : '');
      },
      (err: unknown) => live && setProblem(errorDisplay(err, t).message),
    );
    return () => {
      live = false;
    };
  }, [registration, data, t]);

  const submit = async () => {
    if (!person) return;
    const format = username.trim() ? validateField({ type: 'username' }, username.trim(), { tenant: user?.tenant, t }).errors[0]?.message : t('Enter a username');
    setProblem(format);
    if (format) return;
    setSaving(true);
    try {
      const body = quickAddUser(username, person, user?.locale);
      await data.custom({ method: 'POST', path: '/api/core/users?syncPerson=1', body });
      notify('success', t('User created'));
      onCreated(String(body.username));
    } catch (err) {
      const shown = errorDisplay(err, t);
      notify(shown.level, shown.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={registration !== null} title={t('Create user')} okText={t('Create')} cancelText={t('Cancel')} confirmLoading={saving}
      okButtonProps={{ disabled: !person }} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      {person ? <Typography.Paragraph>{String(person.name ?? registration)}</Typography.Paragraph> : null}
      <Form layout="vertical" component="div">
        <Form.Item label={t('Username')} validateStatus={problem ? 'error' : undefined} help={problem}>
          <Input aria-label={t('Username')} value={username} onChange={(e) => setUsername(e.target.value)} onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
