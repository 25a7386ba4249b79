import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { NICKNAME_MAX, type ProfileBody } from '../../shared/api/uc-account';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { useSession } from '../session/session-store';
import { maskPhone } from '../shell/mask-phone';
import styles from './MyCenter.module.css';
import { myCenterApi } from './my-center-api';

/** 基本资料: the nickname (shown in the header and to reviewers); the phone is changed in its own tab. */
export function ProfileForm() {
  const userInfo = useSession((state) => state.userInfo);
  const save = useMutation({
    mutationFn: (body: ProfileBody) => myCenterApi.saveProfile(body),
    onSuccess: (_answer, body) => {
      const current = useSession.getState().userInfo;
      if (current) useSession.getState().saveUserInfo({ ...current, nickname: body.nickname });
      feedback.success(MSG.profileSaved);
    },
  });

  return (
    <Form
      layout="vertical"
      size="large"
      className={styles.form}
      initialValues={{ nickname: userInfo?.nickname }}
      onFinish={({ nickname }: ProfileBody) => save.mutate({ nickname: nickname.trim() })}
    >
      {/* Not a form field (the number is changed elsewhere), so the label is tied to it by id. */}
      <Form.Item label="手机号" htmlFor="profile-account">
        <Input id="profile-account" value={maskPhone(userInfo?.account ?? '')} disabled />
      </Form.Item>
      <Form.Item
        name="nickname"
        label="昵称"
        rules={[
          { required: true, whitespace: true, message: MSG.nicknameRequired },
          { max: NICKNAME_MAX, message: MSG.nicknameTooLong },
        ]}
      >
        <Input placeholder="给自己起个名字" maxLength={NICKNAME_MAX} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存
      </Button>
    </Form>
  );
}
