import { CameraOutlined, LoadingOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { useAccountPictureUpload } from '../certification/use-account-picture-upload';
import { useSession } from '../session/session-store';
import { UserAvatar } from '../shell/UserAvatar';
import styles from './MyCenter.module.css';
import { myCenterApi } from './my-center-api';

/**
 * The avatar with a camera badge: a new jpg or png (at most 2 MB) is uploaded and set at once;
 * the session learns the new path, so the header's avatar changes with it.
 */
export function AvatarUpload() {
  const userInfo = useSession((state) => state.userInfo);
  const { uploading, uploadProps } = useAccountPictureUpload(
    async (file) => (await myCenterApi.uploadAvatar(file)).imageUrl,
    (imageUrl) => {
      const current = useSession.getState().userInfo;
      if (current) useSession.getState().saveUserInfo({ ...current, imageUrl });
      feedback.success(MSG.avatarSaved);
    },
  );

  return (
    <Upload {...uploadProps}>
      <button type="button" className={styles.avatar} aria-label="更换头像">
        <UserAvatar path={userInfo?.imageUrl ?? null} size={96} />
        <span className={styles.avatarBadge}>{uploading ? <LoadingOutlined /> : <CameraOutlined />}</span>
        <span className={styles.avatarHover}>更换头像</span>
      </button>
    </Upload>
  );
}
