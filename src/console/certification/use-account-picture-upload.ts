import { Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { feedback } from '../app/feedback';
import { ACCOUNT_PICTURE_ACCEPT, accountPictureProblem } from './account-picture';

/**
 * An antd Upload of one account picture (certification photo, avatar): a jpg or png of at most
 * 2 MB is sent with `send`, which answers the stored path; anything else is refused with the
 * spec's message before sending. `uploaded` receives the path.
 */
export function useAccountPictureUpload(
  send: (file: Blob) => Promise<string>,
  uploaded: (path: string) => void,
): { uploading: boolean; uploadProps: UploadProps } {
  const [uploading, setUploading] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = accountPictureProblem(file);
    if (problem) feedback.error(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    send(file as Blob)
      .then((path) => {
        uploaded(path);
        onSuccess?.(path);
      })
      .catch((error: Error) => onError?.(error))
      .finally(() => setUploading(false));
  };

  return {
    uploading,
    uploadProps: {
      accept: ACCOUNT_PICTURE_ACCEPT,
      showUploadList: false,
      beforeUpload,
      customRequest,
      disabled: uploading,
    },
  };
}
