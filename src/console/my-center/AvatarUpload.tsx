import { CameraOutlined, LoadingOutlined } from '@ant-design/icons';
import { Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { ACCOUNT_PICTURE_ACCEPT, accountPictureProblem } from '../certification/account-picture';
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
  const [uploading, setUploading] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = accountPictureProblem(file);
    if (problem) feedback.error(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    myCenterApi
      .uploadAvatar(file as Blob)
      .then(({ imageUrl }) => {
        const current = useSession.getState().userInfo;
        if (current) useSession.getState().saveUserInfo({ ...current, imageUrl });
        feedback.success(MSG.avatarSaved);
        onSuccess?.(imageUrl);
      })
      .catch((error: Error) => onError?.(error))
      .finally(() => setUploading(false));
  };

  return (
    <Upload
      accept={ACCOUNT_PICTURE_ACCEPT}
      showUploadList={false}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      disabled={uploading}
    >
      <button type="button" className={styles.avatar} aria-label="更换头像">
        <UserAvatar path={userInfo?.imageUrl ?? null} size={96} />
        <span className={styles.avatarBadge}>{uploading ? <LoadingOutlined /> : <CameraOutlined />}</span>
        <span className={styles.avatarHover}>更换头像</span>
      </button>
    </Upload>
  );
}
